/**
 * The document's `info`: what the API is and how to call it (pt-BR, Markdown: the reference page
 * shows it as its introduction). docs/api.md says the same for the repository's readers.
 */
export const OPENAPI_INFO = {
  title: 'API do console de verificação biométrica',
  version: '1',
  description: [
    'API do console de administração do serviço de verificação biométrica: configurações dos aplicativos de captura, relatórios, cadastros, preços e privacidade (LGPD).',
    'Este documento é gerado das rotas e dos descritores em `schemas/`: cada rota declara os esquemas do que recebe e do que responde, e o servidor valida as requisições e escreve as respostas com esses mesmos esquemas — um campo que não está no esquema de resposta não sai do servidor. Os exemplos vêm dos dados de exemplo (`npm run seed`), com os CPFs mascarados como a API os mostra.',
    '## Autenticação',
    'Entre com `POST` no login (`{ email, password }`) e envie o `access_token` recebido em `Authorization: Bearer <token>`. Cada operação diz a permissão que exige (os papéis estão em `schemas/roles.json`). Arquivos e exportações também abrem por link com um tíquete de 60 segundos (`?ticket=`).',
    '## Erros',
    'Todo erro tem o mesmo corpo: `{ message, code?, errors? }`, com a mensagem em português pronta para mostrar. Num 400 de formulário, `errors` traz a mensagem de cada campo recusado. Um 401 traz `code`: 99 (token ausente, malformado ou forjado), 98 (expirado, ou sessões encerradas pela saída ou por uma troca de senha), 97 (usuário bloqueado) ou 96 (usuário que não existe mais); o console sai da sessão em qualquer deles. Um 503 diz que o banco está indisponível ou lento: tente de novo em alguns segundos.',
    '## Listas',
    'As listas aceitam `page` e `per_page` (fora dos limites: 400) e os filtros de cada tela; a resposta traz os registros e o total nos nomes que o descritor da entidade define.',
  ].join('\n\n'),
};
