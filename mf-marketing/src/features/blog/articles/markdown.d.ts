// An article body: the build compiles each `.md` here to its element tree (markdown/compileArticle.ts).
declare module '*.md' {
  // An ambient module can name a relative module only through an import() type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const tree: import('../markdown/articleTree').ArticleTree;
  export default tree;
}
