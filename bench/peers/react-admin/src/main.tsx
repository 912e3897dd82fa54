/**
 * Benchmark peer: the request-log list of our console ('Logs de Requisições') built the way the
 * react-admin documentation shows — <Admin>, a data provider over the same API, a <List> with a
 * <Datagrid>, the same columns, page sizes and endpoint filter. The benchmark stores the API
 * address and a token in localStorage before loading it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  DateField,
  List,
  NumberField,
  Pagination,
  Resource,
  TextField,
  TextInput,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';

const api = () => localStorage.getItem('apiBase') ?? '';
const token = () => localStorage.getItem('authToken');

async function getJson(path: string): Promise<any> {
  const res = await fetch(`${api()}${path}`, { headers: { authorization: `Bearer ${token()}` } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

const dataProvider = {
  async getList(_resource, { pagination, filter }) {
    const query = new URLSearchParams({
      page: String(pagination?.page ?? 1),
      per_page: String(pagination?.perPage ?? 10),
    });
    for (const [k, v] of Object.entries(filter ?? {})) if (v) query.set(k, String(v));
    const body = await getJson(`/requests/v1/request-logs?${query}`);
    return { data: body.data, total: body.total };
  },
  async getOne(_resource, { id }) {
    return { data: (await getJson(`/requests/v1/request-logs/${id}`)).data };
  },
} as DataProvider;

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => localStorage.removeItem('authToken'),
  checkAuth: async () => {
    if (!token()) throw new Error('sem token');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const filters = [<TextInput key="path" source="path" label="Endpoint" alwaysOn />];

function RequestLogList() {
  return (
    <List
      title="Logs de Requisições"
      filters={filters}
      perPage={10}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100, 500, 1000]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="method" label="Método" />
        <TextField source="path" label="Endpoint" />
        <NumberField source="response_status" label="Status" />
        <NumberField source="duration_ms" label="Duração" />
        <TextField source="ip_address" label="IP" />
        <DateField source="created_at" label="Data/Hora" showTime locales="pt-BR" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
      <Resource name="request-logs" list={RequestLogList} />
    </Admin>
  </StrictMode>,
);
