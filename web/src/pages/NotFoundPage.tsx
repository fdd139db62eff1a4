import { NotFoundResult } from '../shared/layout/NotFoundResult.tsx';

export function NotFoundPage() {
  return <NotFoundResult title="Page Not Found" message="The page you are looking for does not exist." actionLabel="Go to Home" actionPath="/" />;
}
