import type { endpointPaths, paths } from './openapi.gen.js';

/**
 * The API's types, read from its OpenAPI document (openapi.gen.d.ts, written by
 * `npm run openapi:types`): a change of a route's schema that breaks a call of the console fails
 * `npm run typecheck`. Types only: nothing here reaches the bundle. docs/api-client.md shows how
 * to type a new call.
 *
 * Two ways in: by path (`Json<'/services/v1/pricing', 'get'>`, for a literal path: tests, and the
 * client's own overloads) and by the name of a route of schemas/api/endpoints.json
 * (`EndpointJson<'pricing', 'get'>`): the console never spells a path, it reads it from that file,
 * and the generated `endpointPaths` says which documented path each name is.
 */

/** A path of the document (an OpenAPI template: `/admin/v1/user/{id}/password`). */
export type ApiPath = keyof paths;

/** The HTTP methods the console calls with. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods path `P` answers. */
export type MethodOf<P extends ApiPath> = {
  [M in ApiMethod]: paths[P][M] extends undefined ? never : M;
}[ApiMethod];

/** The paths that answer method `M`. */
export type PathWith<M extends ApiMethod> = { [P in ApiPath]: M extends MethodOf<P> ? P : never }[ApiPath];

/** The operation (parameters, request body, responses) of `M` on `P`; never when `P` does not answer `M`. */
export type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The statuses an operation declares. */
type StatusOf<O> = O extends { responses: infer R } ? keyof R : never;

/** Its 2xx statuses: what a call resolves with (errors throw an HttpError). */
type SuccessOf<O> = Extract<StatusOf<O>, 200 | 201 | 202 | 204 | 206>;

/** The JSON body of one response; undefined when it has none (204) or is not JSON (a CSV, a file). */
type ResponseJson<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/**
 * The JSON body of status `S` (a 2xx by default) of an operation. `unknown` when there is no such
 * operation or it declares no such status: a call typed by a route the document lost fails where
 * it reads the answer, instead of passing as `never` would.
 */
export type OperationJson<O, S extends StatusOf<O> = SuccessOf<O>> = [O] extends [never]
  ? unknown
  : [S] extends [never]
    ? unknown
    : O extends { responses: infer R }
      ? S extends keyof R
        ? ResponseJson<R[S]>
        : never
      : never;

/** The JSON body an operation takes; undefined when it takes none. */
export type OperationBody<O> = O extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? undefined
    : NonNullable<B> extends { content: { 'application/json': infer J } }
      ? J
      : undefined
  : undefined;

/** The query-string parameters an operation reads; undefined when it reads none. */
export type OperationQuery<O> = O extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? undefined
    : NonNullable<Q>
  : undefined;

/**
 * The response body of path `P`, method `M`, status `S` (its 2xx by default).
 *
 * @example type Prices = Json<'/services/v1/pricing', 'get'>; // { data: {…}; total: number; pages: number }
 */
export type Json<
  P extends ApiPath,
  M extends ApiMethod,
  S extends StatusOf<Operation<P, M>> = SuccessOf<Operation<P, M>>,
> = OperationJson<Operation<P, M>, S>;

/** The request body of `M` on `P`. */
export type JsonBody<P extends ApiPath, M extends ApiMethod> = OperationBody<Operation<P, M>>;

/** The query string of `M` on `P`. */
export type Query<P extends ApiPath, M extends ApiMethod> = OperationQuery<Operation<P, M>>;

/**
 * A body with its texts widened: a property the document restricts to some strings (an enum: a
 * reason, a field's name) is any string here, for values a screen holds and checks at run time by
 * its own rules (the API checks them again).
 *
 * @example Widened<{ reason: 'outro' | 'ordem judicial'; id: number }> // { reason: string; id: number }
 */
export type Widened<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/**
 * The paths of every entity's route of one kind: those answering `M` that end with `S`, the
 * suffix the descriptor-driven engine adds to an entity's endpoint. Its `Json` is the union of
 * their answers, so a call the engine makes for any entity is typed by all of them.
 *
 * @example type Revealed = Json<EnginePath<'/{id}/reveal', 'post'>, 'post'>; // { value: string | null }
 */
export type EnginePath<S extends string, M extends ApiMethod> = Extract<PathWith<M>, `${string}${S}`>;

/** A route of schemas/api/endpoints.json by its name: `login`, `profile`, `resetLink`, `requestLogStats`… */
export type EndpointName = keyof endpointPaths;

/** The documented path of a route of schemas/api/endpoints.json. */
export type EndpointPath<N extends EndpointName> = endpointPaths[N] extends ApiPath ? endpointPaths[N] : never;

/** The methods a route of schemas/api/endpoints.json answers. */
export type EndpointMethod<N extends EndpointName> = MethodOf<EndpointPath<N>>;

/**
 * The response body of the route named `N` in schemas/api/endpoints.json, method `M`, status `S`
 * (its 2xx by default).
 *
 * @example const body = await api.get<EndpointJson<'profile', 'get'>>(endpoints.paths.profile); body.data.name
 */
export type EndpointJson<
  N extends EndpointName,
  M extends EndpointMethod<N>,
  S extends StatusOf<Operation<EndpointPath<N>, M>> = SuccessOf<Operation<EndpointPath<N>, M>>,
> = OperationJson<Operation<EndpointPath<N>, M>, S>;

/**
 * The request body of the route named `N`, method `M`.
 *
 * @example const values: EndpointBody<'login', 'post'> = { email, password };
 */
export type EndpointBody<N extends EndpointName, M extends EndpointMethod<N>> = OperationBody<
  Operation<EndpointPath<N>, M>
>;
