// The English words of the app's start (docs/i18n.md#budget): what the first chunk's screens
// say before anyone is signed in (the loading and error screens, the sign-in form, its errors,
// the offline banner and the update prompt), the shell's sign-out and the language names.
// Bundled with the first screen; the signed-in screens' words (enSignedIn.ts) come with their
// chunk, and check:budget fails when the first chunk's code names one of theirs. The rules of
// the whole English catalogue (en.ts) apply.
export const enStart = {
  app: {
    name: 'Dispatch',
    demoData: 'Demo data',
    starting: 'Starting Dispatch…',
    startingSlow: 'Taking long? Check your connection, then reload the page.',
    couldNotStart: 'Dispatch could not start',
    reload: 'Reload',
    tryAgain: 'Try again',
    somethingWentWrong: 'Something went wrong. Try again.',
    somethingWentWrongBecause: 'Something went wrong: {{reason}}',
    pageFailedTitle: "This screen can't be shown",
    pageFailedText:
      'Something in its data could not be displayed. Reload, or open another screen from the menu. Changes you made are kept on this phone.',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at this address.',
    goToOpenOrders: 'Go to open orders',
    configErrorTitle: 'Dispatch is not configured correctly',
    configErrorIntro:
      'This build of the app cannot start. Whoever deployed it needs to fix its configuration:',
    configErrorHelp:
      'Set either all of the Firebase variables or none of them (demo mode). Every variable is described in',
  },
  shell: {
    menu: 'Menu',
    mainMenu: 'Main menu',
    dispatcher: 'Dispatcher',
    order: 'Order',
    delivered: 'Delivered',
    today: 'Today',
    openCount_one: '{{count}} open',
    openCount_other: '{{count}} open',
    openCount_many: '{{count}} open',
    deliveredCount_one: '{{count}} delivered',
    deliveredCount_other: '{{count}} delivered',
    deliveredCount_many: '{{count}} delivered',
    resetDemo: 'Reset demo data',
    resettingDemo: 'Resetting…',
    resetDemoConfirm: 'Reset the demo data? Every demo order goes back to its starting state.',
    signOut: 'Sign out',
    openDesk: 'Open the desk',
    language: 'Language',
    languageFailed: 'This language could not be loaded. Check your connection and try again.',
  },
  languages: {
    en: 'English',
    'pt-PT': 'Português',
  },
  login: {
    subtitle: "Sign in to see today's deliveries.",
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    forgotPassword: 'Forgot password?',
    sendingReset: 'Sending reset link…',
    enterEmail: 'Enter your email address.',
    enterPassword: 'Enter your password.',
    enterEmailForReset: 'Enter your email address above, then tap "Forgot password?" again.',
    resetSentDemo:
      'Demo mode sends no emails: no reset link was sent to {{email}}. The demo accounts and their password are listed below.',
    resetSent:
      'If an account uses {{email}}, a password reset link is on its way to it. Check your inbox.',
    accessDenied: 'Access Denied',
    accessDeniedExplanation:
      'This account is not set up for Dispatch. Ask the back office to add it, then sign in again.',
    changesKept_one:
      '{{count}} change not sent is kept on this phone. It is sent if this account can use Dispatch again.',
    changesKept_many:
      '{{count}} changes not sent are kept on this phone. They are sent if this account can use Dispatch again.',
    changesKept_other:
      '{{count}} changes not sent are kept on this phone. They are sent if this account can use Dispatch again.',
    accessCheckFailed: "We couldn't check your access ({{reason}}). Try signing in again.",
    checkingAccess: 'Checking your access…',
    checkingAccessSlow:
      'Still checking your access: the server is not answering. Check your connection, or sign out and try again.',
    offlineFirstSignIn: "You're offline — connect once to finish signing in.",
    demoAccounts: 'Demo accounts',
    demoPassword: 'Password for all:',
    useAccount: 'Use',
    useAccountLabel: 'Use {{email}}',
  },
  /** A sign-in or password-reset failure, by its AuthError code (features/session/authErrorText.ts). */
  authErrors: {
    wrongPassword: 'The email or password is incorrect. Check them, or use “Forgot password?”.',
    userNotFound: 'No account uses this email address. Check it and try again.',
    invalidEmail: 'That email address doesn’t look right. Check it and try again.',
    missingPassword: 'Enter your password.',
    tooManyRequests: 'Too many failed attempts. Wait a few minutes, then try again.',
    offline: 'You’re offline. Connect to the internet and try again.',
    unreachable: 'Couldn’t reach the server. Check your connection and try again.',
    userDisabled:
      'This account has been deactivated by the back office. Ask them if this is a mistake.',
    unknown: 'Something went wrong. Please try again.',
  },
  pwa: {
    installApp: 'Install app',
    connection: 'Connection',
    offlineSignIn: 'You’re offline — signing in needs a connection.',
    offlineOrders: 'You’re offline — showing the last known orders.',
    appUpdate: 'App update',
    updateAvailable: 'Update available',
    reload: 'Reload',
    reloading: 'Reloading…',
  },
} as const;
