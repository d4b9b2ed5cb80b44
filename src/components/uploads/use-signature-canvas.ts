import { useRef, useState, type PointerEvent } from 'react';

const STROKE = { width: 3, color: '#1d2129' };

/**
 * Freehand drawing on a canvas with mouse, pen or finger. Points are scaled from the element's
 * shown size to the canvas's own pixels, so the picture is sharp whatever the layout.
 */
export function useSignatureCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [isEmpty, setIsEmpty] = useState(true);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * canvas.width) / (box.width || canvas.width),
      y: ((event.clientY - box.top) * canvas.height) / (box.height || canvas.height),
    };
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
      const context = event.currentTarget.getContext('2d');
      if (!context) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drawing.current = true;
      const { x, y } = pointOf(event);
      Object.assign(context, { lineWidth: STROKE.width, strokeStyle: STROKE.color, lineCap: 'round', lineJoin: 'round' });
      context.beginPath();
      context.moveTo(x, y);
    },
    onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
      const context = event.currentTarget.getContext('2d');
      if (!drawing.current || !context) return;
      const { x, y } = pointOf(event);
      context.lineTo(x, y);
      context.stroke();
      setIsEmpty(false);
    },
    onPointerUp() {
      drawing.current = false;
    },
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setIsEmpty(true);
  };

  const toDataUrl = () => canvasRef.current?.toDataURL('image/png') ?? '';

  return { canvasRef, handlers: { ...handlers, onPointerLeave: handlers.onPointerUp }, isEmpty, clear, toDataUrl };
}
