// The API reference page's script (server/apiSchema/docsPage.ts serves it; docs/api.md). Plain
// browser JavaScript, no build step: the app's content security policy allows no inline script.
// It reads the console's sign-in from this origin's local storage, fetches the OpenAPI document
// with it and renders Scalar over it, the token preset for "try it". Without a token, or when
// the API refuses it (401, 403), it shows why and a link to the console's sign-in.
(function showApiReference() {
  const settings = document.currentScript.dataset;
  const notice = document.getElementById('notice');
  const reference = document.getElementById('reference');

  /** Shows `text` with the sign-in link, and nothing else. */
  function explain(text, linkText) {
    notice.querySelector('[data-text]').textContent = text;
    notice.querySelector('a').textContent = linkText || 'Entrar no console';
    notice.hidden = false;
    document.getElementById('loading').hidden = true;
  }

  let token = null;
  try {
    token = localStorage.getItem(settings.tokenKey);
  } catch {
    token = null;
  }
  if (!token) {
    explain('Entre no console como administrador para ver a referência da API.');
    return;
  }

  fetch(settings.openapi, { headers: { authorization: `Bearer ${token}` } })
    .then(async (response) => {
      if (response.status === 401) {
        explain('Sua sessão terminou. Entre no console de novo para ver a referência da API.');
        return;
      }
      if (response.status === 403) {
        explain('Apenas administradores veem a referência da API.', 'Voltar ao console');
        return;
      }
      if (!response.ok) {
        explain(
          'Não foi possível carregar a referência da API agora. Tente de novo em instantes.',
          'Voltar ao console',
        );
        return;
      }
      const content = await response.json();
      const scalar = document.createElement('script');
      scalar.src = settings.scalar;
      scalar.addEventListener('load', () => {
        document.getElementById('loading').hidden = true;
        window.Scalar.createApiReference(reference, {
          content,
          baseServerURL: window.location.origin,
          authentication: {
            preferredSecurityScheme: 'bearer',
            securitySchemes: { bearer: { token } },
          },
          persistAuth: false,
          withDefaultFonts: false,
          telemetry: false,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
          hideDarkModeToggle: true,
          // The sidebar's "Open API Client" links to Scalar's site with this page's address.
          hideClientButton: true,
          documentDownloadType: 'json',
          metaData: { title: document.title },
          // Scalar's own Portuguese labels.
          localization: { locale: 'pt-BR' },
        });
      });
      scalar.addEventListener('error', () =>
        explain(
          'Não foi possível carregar a referência da API agora. Tente de novo em instantes.',
          'Voltar ao console',
        ),
      );
      document.head.append(scalar);
    })
    .catch(() =>
      explain('Não foi possível falar com o servidor. Verifique a conexão e tente de novo.', 'Voltar ao console'),
    );
})();
