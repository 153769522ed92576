// The route names live in shared-ui so remotes link with the same names. The subpath is pure
// data, so the build (sitemap.xml, robots.txt) can read the route table without loading React.
export { paths, blogPostPath, type PathName } from 'shared-ui/paths';
