import type { RuntimeConfig } from '@canstring/contracts';
import { messages } from '@canstring/contracts';
import { PinForm, SignInForm, type SignInValues } from '@canstring/ui/sign-in';
import { useEffect, useState } from 'react';
import { BRAND_NAME } from '../brand';
import { notify } from '../notify';
import { runtimeConfig } from '../runtime-config-source';
import { landingCopy } from './copy';
import { DemoRequestForm, type DemoRequestValues } from './demo-request-form';
import { landingStyles } from './landing-styles';
import { useMobileLayout } from './use-mobile-layout';

const authService = () => import('../auth/auth-service');

const messageOf = (error: unknown): string =>
  error instanceof Error && error.name === 'ShownError' ? error.message : messages.generalFailure;

const useSupportContact = (): RuntimeConfig['support'] | undefined => {
  const [support, setSupport] = useState<RuntimeConfig['support']>();
  useEffect(() => {
    let live = true;
    runtimeConfig().then(
      (config) => live && setSupport(config.support),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return support;
};

/** The sign-in page, which is also the product's marketing page (spec 1 §1-2). */
export const LandingPage = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const mobile = useMobileLayout();
  const support = useSupportContact();
  const [pinToken, setPinToken] = useState<string>();

  const signIn = async ({ email, password }: SignInValues) => {
    // The chat, the home of a signed-in person, loads while the server checks the password.
    void import('../app/area-preload').then((preload) => preload.preloadArea('chat'));
    try {
      const outcome = await (await authService()).signIn(email.trim(), password);
      if (outcome.kind === 'pin') setPinToken(outcome.pinToken);
      else onSignedIn();
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  const verify = async (pin: string) => {
    if (!pinToken) return;
    try {
      await (await authService()).verifyPin(pinToken, pin);
      onSignedIn();
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  const requestDemo = async (values: DemoRequestValues): Promise<boolean> => {
    try {
      await (await authService()).requestDemo(values);
      notify(messages.demoRequestSent, 'success');
      return true;
    } catch (error) {
      notify(messageOf(error), 'error');
      return false;
    }
  };

  const signInCard = (
    <section className="ls-card" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{landingCopy.signInTitle}</h2>
      {pinToken ? (
        <PinForm onSubmit={verify} onBack={() => setPinToken(undefined)} />
      ) : (
        <SignInForm onSubmit={signIn} />
      )}
    </section>
  );

  const demoCard = (
    <section className="ls-card" aria-labelledby="demo-title" id="demo">
      <h2 id="demo-title">{landingCopy.demoTitle}</h2>
      <DemoRequestForm onSubmit={requestDemo} />
    </section>
  );

  const promise = (
    <div className="ls-promise">
      <span>{landingCopy.trial}</span>
      <span>{landingCopy.demo}</span>
    </div>
  );

  return (
    <div className="landing" data-testid="landing" data-layout={mobile ? 'mobile' : 'desktop'}>
      <style>{landingStyles}</style>
      <header className="ls-header">
        <span className="ls-brand">{BRAND_NAME}</span>
        {support && (
          <nav className="ls-support" aria-label="Support">
            <a href={`mailto:${support.email}`} data-testid="support-email">
              {support.email}
            </a>
            <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} data-testid="support-phone">
              {support.phone}
            </a>
          </nav>
        )}
      </header>
      {mobile ? (
        <main className="ls-main">
          {signInCard}
          {promise}
          {demoCard}
        </main>
      ) : (
        <main className="ls-main">
          <div className="ls-hero">
            <h1>{landingCopy.headline}</h1>
            <p>{landingCopy.lead}</p>
            {promise}
            <div className="ls-features">
              {landingCopy.features.map((feature) => (
                <article className="ls-feature" key={feature.id} data-feature={feature.id}>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </article>
              ))}
            </div>
          </div>
          <div>
            {signInCard}
            {demoCard}
          </div>
        </main>
      )}
    </div>
  );
};
