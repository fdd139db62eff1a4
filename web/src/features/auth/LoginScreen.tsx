import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { LoginForm } from './LoginForm.tsx';
import { LoginMarketingPanel } from './LoginMarketingPanel.tsx';
import { AFTER_LOGIN_PATH } from './useLogin.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import './LoginScreen.css';

/** The sign-in page, drawn like the antd screens behind it but without antd's code (it is the first page a user waits for). */
export function LoginScreen() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner label="Checking authentication..." />;
  if (user) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  return (
    <main className="login-screen">
      <div className="login-screen__columns">
        {/* On a phone the form comes first, the advertising below it. */}
        <div className="login-screen__marketing">
          <LoginMarketingPanel />
        </div>
        <div className="login-screen__form">
          <section className="login-card" aria-labelledby="login-title">
            <h2 id="login-title" className="login-card__title">
              Sign in
            </h2>
            <p className="login-card__subtitle">Admin access only</p>
            <LoginForm />
          </section>
        </div>
      </div>
    </main>
  );
}
