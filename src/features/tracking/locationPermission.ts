import { useEffect, useState } from 'react';

// What the phone says about location permission, followed as it changes (the driver may allow
// or withdraw it in the phone's settings while the app is open).

export type Permission = 'checking' | 'granted' | 'prompt' | 'denied' | 'unsupported';

type PermissionStatusLike = Pick<PermissionStatus, 'state' | 'addEventListener'> & {
  removeEventListener: PermissionStatus['removeEventListener'];
};

async function permissionStatus(): Promise<PermissionStatusLike | null> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' })) ?? null;
  } catch {
    // No Permissions API: the sentence first, then the phone's prompt.
    return null;
  }
}

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

function read(status: PermissionStatusLike | null): Permission {
  return status?.state === 'granted' || status?.state === 'denied' ? status.state : 'prompt';
}

export function useLocationPermission(): [Permission, (permission: Permission) => void] {
  const [permission, setPermission] = useState<Permission>(() =>
    supported() ? 'checking' : 'unsupported',
  );
  useEffect(() => {
    if (!supported()) return;
    let live = true;
    let stopListening = () => {};
    void permissionStatus().then((status) => {
      if (!live) return;
      setPermission(read(status));
      if (typeof status?.addEventListener !== 'function') return;
      const onChange = () => live && setPermission(read(status));
      status.addEventListener('change', onChange);
      stopListening = () => status.removeEventListener('change', onChange);
    });
    return () => {
      live = false;
      stopListening();
    };
  }, []);
  return [permission, setPermission];
}
