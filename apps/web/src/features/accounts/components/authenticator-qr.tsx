import { lazy, Suspense } from 'react';
import type { TEnrolment } from '@tmp/contracts';
import { useKit } from '../../../lib/kit/kit.ts';
import type { useRecoveryCodes } from '../hooks/use-second-factor-step.ts';

// The QR encoder is only needed while setting up an authenticator: loaded on demand, outside the main bundle.
const QRCodeSVG = lazy(() => import('@rc-component/qrcode').then((m) => ({ default: m.QRCodeSVG })));

/** The otpauth:// URI as a QR code for an authenticator app to scan, with the key to type as a fallback. */
export const AuthenticatorQr = ({ otpauthUri, secret, label }: TEnrolment & { label: string }) => (
  <div className="authenticator-qr">
    <Suspense fallback={<div className="authenticator-qr__placeholder" aria-hidden />}>
      <QRCodeSVG value={otpauthUri} size={168} level="M" title={label} role="img" aria-label={label} />
    </Suspense>
    <code className="authenticator-qr__secret" aria-label={label}>
      {secret.replace(/(.{4})/g, '$1 ').trim()}
    </code>
  </div>
);

/**
 * New recovery codes, shown once as a list to copy or write down, with their two actions: download them,
 * and go on once they are kept. In a dialog or on a page of its own the buttons fill the width; on the
 * account security card they sit in a row (`card`).
 */
export const RecoveryCodesShown = ({
  step,
  card = false,
}: {
  step: ReturnType<typeof useRecoveryCodes>;
  card?: boolean;
}) => {
  const { Button, device } = useKit();
  return (
    <>
      <p className="second-factor__lead">{step.lead}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {step.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div
        className={
          card ? 'second-factor-card__buttons' : `second-factor__actions second-factor__actions--${device}`
        }
      >
        <Button block={!card} onClick={step.download.onClick}>
          {step.download.label}
        </Button>
        <Button block={!card} kind="primary" onClick={step.saved.onClick}>
          {step.saved.label}
        </Button>
      </div>
    </>
  );
};
