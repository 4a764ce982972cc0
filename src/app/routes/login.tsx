import { LoginPage } from '../../features/account';

/** Login (docs/product.md sections 2 and 8): the page of the account module, inside the guard layout's card. */
export function Component() {
  return <LoginPage />;
}
