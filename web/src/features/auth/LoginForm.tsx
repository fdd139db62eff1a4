import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginCredentials } from './authTypes.ts';
import { loginErrors, loginFieldError, type LoginErrors, type LoginField } from './loginValidation.ts';
import { useLogin } from './useLogin.ts';

/**
 * The sign-in form: a plain form drawn like antd's (see `LoginScreen.css`), so that the sign-in
 * page loads no antd code. A field is checked as it changes and every field on submit.
 */
export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [passwordVisible, setPasswordVisible] = useState(false);

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: loginFieldError(field, value) }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) login.mutate(values);
  };

  return (
    <form className="login-form" name="login" noValidate onSubmit={handleSubmit}>
      <LoginInput
        field="username"
        label="Username"
        icon={<UserOutlined aria-hidden />}
        value={values.username}
        error={errors.username}
        onChange={change('username')}
        autoComplete="username"
        placeholder="Enter your username"
      />
      <LoginInput
        field="password"
        label="Password"
        icon={<LockOutlined aria-hidden />}
        type={passwordVisible ? 'text' : 'password'}
        value={values.password}
        error={errors.password}
        onChange={change('password')}
        autoComplete="current-password"
        placeholder="Enter your password"
        suffix={
          <button
            type="button"
            className="login-form__reveal"
            aria-label={passwordVisible ? 'Hide password' : 'Show password'}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        }
      />
      <div className="login-form__item">
        <label className="login-form__checkbox">
          <input
            type="checkbox"
            id="login_rememberMe"
            checked={values.rememberMe}
            onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
          />
          <span>Remember me</span>
        </label>
      </div>
      <button type="submit" className="login-form__submit" aria-busy={login.isPending}>
        {login.isPending && <LoadingOutlined aria-hidden />}
        <span>{login.isPending ? 'Signing in...' : 'Access Dashboard'}</span>
      </button>
    </form>
  );
}

interface LoginInputProps {
  field: LoginField;
  label: string;
  icon: ReactNode;
  suffix?: ReactNode;
  type?: 'text' | 'password';
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete: string;
  placeholder: string;
}

/** A labelled, required text field with an icon before it and its message below it. */
function LoginInput({ field, label, icon, suffix, type = 'text', value, error, onChange, autoComplete, placeholder }: LoginInputProps) {
  const id = `login_${field}`;
  const helpId = `${id}_help`;
  return (
    <div className={error ? 'login-form__item login-form__item--error' : 'login-form__item'}>
      <label className="login-form__label" htmlFor={id}>
        {label}
      </label>
      <span className="login-form__affix">
        <span className="login-form__prefix">{icon}</span>
        <input
          id={id}
          name={field}
          type={type}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        {suffix}
      </span>
      {error && (
        <div id={helpId} className="login-form__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
