import { BrowserRouter } from 'react-router-dom';
import { ConsoleRoot } from './ConsoleRoot.js';

/** The console in the browser: its routes follow the address bar. */
export function App({ apiBase }: { apiBase: string }) {
  return (
    <BrowserRouter>
      <ConsoleRoot apiBase={apiBase} />
    </BrowserRouter>
  );
}
