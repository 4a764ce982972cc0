import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { MainLayout } from './layouts/MainLayout';

/** Routes: pages load lazily, each in its own chunk; the layout is part of the first load. */
export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: '*', lazy: () => import('./routes/notFound') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
