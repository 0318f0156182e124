/**
 * How the embedded database is opened, apart from its directory. A module of its own, without
 * imports, so the bench opens a bare PGlite exactly as the server does.
 */
export const embeddedDatabaseOptions = {
  relaxedDurability: true,
};
