import { BlueprintProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The app: Blueprint's providers around the router. */
export function App() {
  return (
    <BlueprintProvider>
      <RouterProvider router={router} />
    </BlueprintProvider>
  );
}
