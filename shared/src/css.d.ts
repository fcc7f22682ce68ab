declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** A file emitted beside the build (`import url from './picture.svg?url'`): its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** The base URL of a remote, given to its server build by the shell's server (shared/build/server-public-path.ts). */
declare module '@shop/server-public-path' {
  const publicPath: string;
  export default publicPath;
}
