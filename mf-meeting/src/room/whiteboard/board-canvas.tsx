import type { WhiteboardShape } from '@canstring/contracts';
import 'konva/lib/shapes/Ellipse';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import { useEffect, useState } from 'react';
import { Ellipse, Image, Layer, Line, Rect, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
import type { BoardSize } from './board-scale';
import { strokeOutline } from './stroke-outline';

const Picture = ({
  shape,
  imageOf,
}: {
  shape: Extract<WhiteboardShape, { className: 'Image' }>;
  imageOf: (image: string) => Promise<HTMLImageElement>;
}) => {
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let shown = true;
    imageOf(shape.image).then(
      (image) => shown && setPicture(image),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [shape.image, imageOf]);
  return picture ? (
    <Image image={picture} x={shape.x} y={shape.y} width={shape.width} height={shape.height} />
  ) : (
    <Rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} stroke="#a0aec0" dash={[6, 4]} />
  );
};

/** One shape, already in this board's pixels. */
const ShapeNode = ({
  shape,
  imageOf,
}: {
  shape: WhiteboardShape;
  imageOf: (image: string) => Promise<HTMLImageElement>;
}) => {
  switch (shape.className) {
    case 'LinePath':
      return (
        <Line
          points={strokeOutline(shape.points, shape.strokeWidth, shape.eraser)}
          closed
          fill={shape.colour}
          // The eraser clears the shapes it passes over; the board's paper shows through.
          globalCompositeOperation={shape.eraser ? 'destination-out' : 'source-over'}
        />
      );
    case 'Line':
      return (
        <Line points={shape.points} stroke={shape.colour} strokeWidth={shape.strokeWidth} lineCap="round" />
      );
    case 'Rectangle':
      return (
        <Rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          stroke={shape.colour}
          strokeWidth={shape.strokeWidth}
        />
      );
    case 'Ellipse':
      return (
        <Ellipse
          x={shape.x + shape.width / 2}
          y={shape.y + shape.height / 2}
          radiusX={shape.width / 2}
          radiusY={shape.height / 2}
          stroke={shape.colour}
          strokeWidth={shape.strokeWidth}
        />
      );
    case 'Text':
      return <Text x={shape.x} y={shape.y} text={shape.text} fontSize={shape.fontSize} fill={shape.colour} />;
    case 'Image':
      return <Picture shape={shape} imageOf={imageOf} />;
  }
};

/**
 * The board's drawing (a Konva canvas): the page's shapes, oldest first, in this board's pixels. It
 * only draws; the pointer is followed by the surface around it.
 */
const BoardCanvas = ({
  size,
  shapes,
  imageOf,
}: {
  size: BoardSize;
  shapes: readonly WhiteboardShape[];
  imageOf: (image: string) => Promise<HTMLImageElement>;
}) => (
  <Stage width={size.width} height={size.height} listening={false}>
    <Layer listening={false}>
      {shapes.map((shape) => (
        <ShapeNode key={shape.id} shape={shape} imageOf={imageOf} />
      ))}
    </Layer>
  </Stage>
);

export default BoardCanvas;
