// Where the API document and its reference page are served: a module of their own, so that a page
// linking to them does not take the endpoint table with it (endpoints.ts imports every row).
export const OPENAPI_PATH = '/api/v1/openapi.json'
export const API_DOCS_PATH = '/api/docs'
