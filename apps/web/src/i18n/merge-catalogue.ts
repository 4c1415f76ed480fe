export type Catalogue = Record<string, string>;

/** A language's texts: the messages shared with the server, then each feature's JSON text parsed. */
export const merge = (shared: Catalogue, texts: string[]): Catalogue =>
  Object.assign({ ...shared }, ...texts.map((text) => JSON.parse(text) as Catalogue));
