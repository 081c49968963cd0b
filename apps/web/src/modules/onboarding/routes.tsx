import type { ComponentType } from 'react';
import { lazyPage, type ModuleRoutes } from '../../app/types';
import { ensureAllTexts } from '../../lib/i18n';

// A help page renders once its texts are in (a deep link would otherwise draw its keys first).
const help = (name: 'LoginHelpPage' | 'PurchasePolicyPage' | 'CodeOfConductPage' | 'FaqPage') => async (): Promise<{ Component: ComponentType }> => {
  const [pages] = await Promise.all([import('./pages/HelpPage'), ensureAllTexts()]);
  return { Component: pages[name] };
};

/**
 * Onboarding screens (spec 000 §2, spec 001 §2): registration, its correction, forgot password,
 * unlock and the help pages are public; account-info completion needs a session.
 */
const routes: ModuleRoutes = {
  public: [
    { path: '/supRegister', lazy: lazyPage(() => import('./pages/SupRegisterPage')), handle: { titleKey: 'onboarding.register.title' } },
    { path: '/supRegisterEdit', lazy: lazyPage(() => import('./pages/SupRegisterEditPage')), handle: { titleKey: 'onboarding.registerEdit.title' } },
    { path: '/forgetPassword', lazy: lazyPage(() => import('./pages/ForgetPasswordPage')), handle: { titleKey: 'onboarding.forgetPassword.title' } },
    { path: '/unlock', lazy: lazyPage(() => import('./pages/UnlockPage')), handle: { titleKey: 'onboarding.unlock.title' } },
    { path: '/help/login', lazy: help('LoginHelpPage'), handle: { titleKey: 'onboarding.help.login.title' } },
    { path: '/help/purchase-policy', lazy: help('PurchasePolicyPage'), handle: { titleKey: 'onboarding.help.policy.title' } },
    { path: '/help/code-of-conduct', lazy: help('CodeOfConductPage'), handle: { titleKey: 'onboarding.help.conduct.title' } },
    { path: '/help/faq', lazy: help('FaqPage'), handle: { titleKey: 'onboarding.help.faq.title' } },
  ],
  protected: [
    {
      path: '/account-completion',
      lazy: lazyPage(() => import('./pages/AccountCompletionPage')),
      handle: { titleKey: 'onboarding.completion.title', access: { anySignedIn: true } },
    },
  ],
};

export default routes;
