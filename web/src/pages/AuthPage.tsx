import { LoginScreen } from '../features/auth/LoginScreen.tsx';

export function AuthPage() {
  return <LoginScreen />;
}
