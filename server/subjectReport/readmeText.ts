/**
 * LEIA-ME.txt of a data subject's report (pt-BR, for the data subject): what the zip holds.
 *
 * @example readmeText('***.982.247-**', new Date('2026-11-25T12:00:00Z')).startsWith('RELATÓRIO DO TITULAR') // true
 */
export function readmeText(cpfMasked: string, generatedAt: Date): string {
  return [
    'RELATÓRIO DO TITULAR (LGPD, art. 18, II)',
    '',
    `CPF: ${cpfMasked}`,
    `Gerado em: ${generatedAt.toISOString()} (UTC)`,
    '',
    'Este arquivo reúne tudo o que o sistema guarda sobre o titular deste CPF na data acima.',
    '',
    'relatorio.json — o documento principal, em JSON:',
    '  person: o cadastro (nome, e-mail, CPF, telefone, parceiro, datas);',
    '  fingerprints: as digitais cadastradas e suas imagens;',
    '  liveness_proofs: as provas de vida e seus vídeos;',
    '  capture_logs: os logs de captura (liveness e digitais) feitos com este CPF;',
    '  request_logs: as requisições à API que mencionam o titular, como foram guardadas;',
    '  access_logs: quem consultou os dados do titular, quando e por quê;',
    '  files_missing: arquivos citados nos registros que não estavam mais guardados;',
    '  nothing_held: true quando nada é guardado sobre este CPF.',
    '',
    'arquivos/ — os arquivos guardados (imagens das digitais, vídeos, logs), nos caminhos',
    'citados em relatorio.json.',
    '',
    'Eliminação: o titular pode pedir que estes dados sejam apagados (LGPD, art. 18, VI).',
    '',
  ].join('\r\n');
}
