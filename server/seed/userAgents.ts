/** User agents of the console's users (browsers), for the seeded request log. */
export const browserAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

/** User agents of partner apps; {device} is the device model. */
export const apiAgents = [
  'okhttp/4.12.0',
  'okhttp/4.12.0',
  'BiometriaSDK/3.4.2 ({device})',
  'BiometriaSDK/3.4.2 ({device})',
  'python-requests/2.32.3',
  'Apache-HttpClient/5.3.1 (Java/17.0.12)',
  'axios/1.7.7',
];
