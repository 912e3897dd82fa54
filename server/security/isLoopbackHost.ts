/**
 * True when a `Host` header names this machine's loopback interface — `localhost`, `127.x.y.z`
 * or `[::1]`, with an optional port — and nothing else: such a host cannot point a link at
 * another machine, whatever the client sent.
 *
 * @example
 * isLoopbackHost('localhost:5173')      // true
 * isLoopbackHost('127.0.0.1')           // true
 * isLoopbackHost('[::1]:3000')          // true
 * isLoopbackHost('127.0.0.1.evil.test') // false
 * isLoopbackHost('console.example.com') // false
 */
export function isLoopbackHost(host: string): boolean {
  return /^(?:localhost|127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|\[::1\])(?::\d{1,5})?$/i.test(host);
}
