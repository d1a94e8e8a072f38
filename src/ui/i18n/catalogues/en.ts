// The English catalogue: the app's words as the issues wrote them (they are a contract: tests
// and other screens select by them). Bundled with the first screen; every other language is
// loaded when chosen (see ../i18n.ts). Plurals use i18next's suffixes (_one, _many, _other),
// chosen by Intl.PluralRules of the language: _many is Portuguese's form for millions, which
// English never picks but carries so that every catalogue has the same keys. Interpolation:
// {{name}}; no HTML in any text.
export const en = {
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
    language: 'Language',
    languageFailed: 'This language could not be loaded. Check your connection and try again.',
  },
  languages: {
    en: 'English',
    'pt-PT': 'Português',
  },
  display: {
    theme: 'Theme',
    textSize: 'Text size',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    textSizes: { standard: 'Standard', large: 'Large', 'extra-large': 'Extra large' },
  },
  signOutDialog: {
    title: 'Sign out with changes not sent?',
    allSent: 'Every status change has reached the server now. You can sign out.',
    unsent_one:
      '1 status change has not reached the server yet. If you sign out, it will be kept on this device and sent when you sign in again here. Nobody else can send it.',
    unsent_other:
      '{{count}} status changes have not reached the server yet. If you sign out, they will be kept on this device and sent when you sign in again here. Nobody else can send them.',
    unsent_many:
      '{{count}} status changes have not reached the server yet. If you sign out, they will be kept on this device and sent when you sign in again here. Nobody else can send them.',
    stay: 'Stay signed in',
    signOut: 'Sign out',
    signOutAnyway: 'Sign out anyway',
    discard_one: 'Discard the change and sign out',
    discard_other: 'Discard the changes and sign out',
    discard_many: 'Discard the changes and sign out',
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
  sync: {
    status: 'Sync status',
    offline: 'Offline',
    waiting_one: '{{count}} waiting',
    waiting_other: '{{count}} waiting',
    waiting_many: '{{count}} waiting',
    waitingSuffix: ' to sync',
    notAccepted_one: '{{count}} not accepted',
    notAccepted_other: '{{count}} not accepted',
    notAccepted_many: '{{count}} not accepted',
    signInAgain: 'Sign in again to sync',
    markWaiting: 'Waiting to sync',
    markSending: 'Sending…',
    markRefused: 'Not synced: refused',
    markSignIn: 'Not synced: sign in again',
  },
  unsent: {
    title: 'Changes not sent',
    allSent: 'Every status change has reached the server.',
    order: 'Order',
    orderNumber: 'Order #{{number}}',
    notAccepted: 'Not accepted: {{reason}}',
    noReason: 'the server gave no reason.',
    needsSignIn: 'Not sent: sign in again to send it.',
    sendingNow: 'Sending now…',
    waiting: 'Waiting to sync.',
    waitingAfterFailure: 'Waiting to sync. Last try failed: {{reason}}',
    retry: 'Retry',
    discard: 'Discard',
    close: 'Close',
  },
  orders: {
    noStatus: 'No status',
    count_one: '{{count}} order',
    count_other: '{{count}} orders',
    count_many: '{{count}} orders',
  },
  notifications: {
    title: 'Notifications',
    why: 'Get an alert when an order is assigned to you or changes, even while Dispatch is closed.',
    unsupported: {
      'ios-not-installed':
        'On iPhone and iPad, notifications work only in the installed app: tap Share, then “Add to Home Screen”, and open Dispatch from there.',
      browser:
        'This browser cannot show notifications from Dispatch. Try Chrome, Edge, Firefox or Safari.',
      'no-service-worker':
        'Notifications need the app’s service worker, which runs only in the production build.',
      'no-vapid-key':
        'Notifications are not set up for this app yet (no VAPID key is configured). Ask your administrator.',
    },
    denied:
      'Notifications are blocked for Dispatch. To turn them on, allow notifications for this site in your browser’s site settings (the icon beside the address, or Settings → Notifications), then come back.',
    enabled: 'Notifications are on.',
    enable: 'Enable notifications',
    enabling: 'Enabling…',
    retrying: ' Registering this device with the server — will retry.',
    syncFailed: ' The server did not accept this device; try again later.',
    sendTest: 'Send test notification',
    newNotifications: 'New notifications',
    openOrder: 'Open order',
    openOrders: 'Open orders',
    dismiss: 'Dismiss: {{title}}',
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
  map: {
    region: 'Map and directions',
    reasons: {
      'no-key': 'Map unavailable',
      offline: 'You’re offline: the map will show when you’re back online.',
      'load-failed': 'The map could not be loaded.',
      'no-location': 'No coordinates are known for the store or the delivery address.',
    },
    store: 'Store',
    delivery: 'Delivery',
    deliveryAddress: 'Delivery address',
    notKnown: 'Not known',
    noAddress: 'No address given',
    loading: 'Loading map…',
    navigate: 'Navigate',
    call: 'Call {{phone}}',
  },
  /**
   * Server-provided words (docs/i18n.md#server-text): shown as given unless listed here. The
   * keys are the exact strings the backend sends.
   */
  status: {
    Pending: 'Pending',
    'Picked Up': 'Picked Up',
    'On the Way': 'On the Way',
    Delivered: 'Delivered',
  },
} as const;
