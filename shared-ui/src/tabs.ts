// `shared-ui/tabs`: shared apart from `shared-ui`, loaded only by the pages that show tabs.
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
