import { useEffect, useState } from 'react';
import styled from 'styled-components';
import QRCode from 'qrcode';
import { ErrorState, Skeleton } from 'shared-ui';
import { useMyCheckInCode } from 'shared-data/check-in';

const Figure = styled.figure`
  margin: 0.75rem 0 0;
  img {
    display: block;
    width: min(15rem, 100%);
    height: auto;
    background: #fff;
    border-radius: 0.5rem;
  }
  figcaption {
    margin-top: 0.5rem;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The member's signed check-in code as a QR code (the `qrcode` library, in this lazy chunk: only a
 * member who asks to see it loads it). The code is made by the database (an HMAC of the event and
 * the member), so it cannot be guessed nor used for another event.
 */
export function CheckInCode({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const code = useMyCheckInCode(eventId, true);
  const [image, setImage] = useState<string | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);
  useEffect(() => {
    if (!code.data) return;
    let current = true;
    // Black on white, with the standard quiet zone, at a size phone cameras read from arm's length.
    QRCode.toDataURL(code.data, { errorCorrectionLevel: 'M', margin: 4, width: 480 })
      .then((url) => current && setImage(url))
      .catch((error: unknown) => {
        console.error('Drawing the check-in code failed', error);
        if (current) setDrawFailed(true);
      });
    return () => {
      current = false;
    };
  }, [code.data]);

  if (code.status === 'error' || drawFailed) {
    return <ErrorState title="We couldn't load your check-in code." onRetry={code.refetch} isRetrying={code.isFetching} />;
  }
  if (!image) return <Skeleton $height="15rem" $width="15rem" />;
  return (
    <Figure>
      <img src={image} alt={`Your check-in code for ${eventTitle}`} width={240} height={240} />
      <figcaption>Show this code at the door to be checked in.</figcaption>
    </Figure>
  );
}
