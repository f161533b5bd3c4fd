/** A small heart as the tab icon, inline so no page ever asks for /favicon.ico and gets a 404. */
export const FAVICON_DATA_URI =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath fill='%238a3a5c' d='M16 28S3 19.6 3 11.3A6.8 6.8 0 0 1 16 8a6.8 6.8 0 0 1 13 3.3C29 19.6 16 28 16 28z'/%3E%3C/svg%3E"
