import { securityHeaders } from './securityHeaders.js';

/**
 * The app's OWASP ASVS V3 headers (computed once, see securityHeaders): a content security policy
 * for the console, whose API calls may go to `consoleApiBase`, HSTS and no referrer.
 *
 * @example
 * appSecurityHeaders()['x-frame-options']; // 'SAMEORIGIN'
 */
export function appSecurityHeaders(consoleApiBase?: string): Readonly<Record<string, string>> {
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (Chakra) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(consoleApiBase ? [consoleApiBase] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
