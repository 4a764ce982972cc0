/**
 * The production's side of the Film Music Matching Program: the industry profile on My Page, the user's film
 * projects and their form (applications, briefs and meetings follow).
 *
 * The feature's public face: the app imports only what is exported here.
 */
export { IndustryProfileSection } from './industryProfile/IndustryProfileSection';
export { NewProjectPage, ProjectPage } from './projects/ProjectFormPage';
export { ProjectsPage } from './projects/ProjectsPage';
export { myProjectsReads, projectReads } from './projects/useProjects';
