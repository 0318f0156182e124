import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';

type Reader = (source: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedCode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/**
 * The browser's own BarcodeDetector where it reads QR codes; elsewhere jsQR, loaded only here
 * (it is the one library this page needs and no other page carries it).
 */
async function qrReader(): Promise<Reader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    try {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      // Present but without QR support: fall through to the library.
    }
  }
  const { default: jsQR } = await import('jsqr');
  return (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (width === 0 || height === 0) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return Promise.resolve(null);
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(image.data, width, height)?.data ?? null);
  };
}

/**
 * How long a code must be out of sight before it counts again: a ticket held up for a while is
 * one scan, however long it stays in view.
 */
const sameCodePauseMs = 3000;

/** The back camera, read a few times a second; each new code is handed to `onCode`. */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(administrationNs);
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!running) return;
    const camera = { stopped: false };
    // A function, so the loop reads the flag the clean-up sets, not one narrowed once.
    const isStopped = () => camera.stopped;
    let stream: MediaStream | null = null;
    let last = { code: '', at: 0 };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const video = videoRef.current;
        const canvas = canvasRef.current;
        if (!video || !canvas || camera.stopped) return;
        video.srcObject = stream;
        await video.play();
        const read = await qrReader();
        while (!isStopped()) {
          const code = await read(video, canvas).catch(() => null);
          const now = Date.now();
          if (code) {
            const isNew = code !== last.code || now - last.at > sameCodePauseMs;
            // Every sighting restarts the pause, so the code counts again only after it left.
            last = { code, at: now };
            if (isNew) onCodeRef.current(code);
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        if (!camera.stopped) {
          setFailed(true);
          setRunning(false);
        }
      }
    };
    void start();
    return () => {
      camera.stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [running]);

  return (
    <Stack gap="xs">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('checkIn.camera')}
        style={{
          width: '100%',
          maxHeight: 320,
          borderRadius: 8,
          background: '#111',
          display: running ? 'block' : 'none',
          objectFit: 'cover',
        }}
      />
      <canvas ref={canvasRef} hidden />
      {failed && (
        <Alert color="yellow" role="status" c="dark.9">
          {t('checkIn.cameraFailed')}
        </Alert>
      )}
      <Button
        size="lg"
        variant={running ? 'default' : 'filled'}
        onClick={() => {
          setFailed(false);
          setRunning((now) => !now);
        }}
      >
        {running ? t('checkIn.stopCamera') : t('checkIn.startCamera')}
      </Button>
    </Stack>
  );
}
