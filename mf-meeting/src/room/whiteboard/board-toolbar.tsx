import {
  roomScreenTexts,
  WHITEBOARD_MAX_PAGES,
  WHITEBOARD_PALETTE,
  WHITEBOARD_STROKE_SIZES,
} from '@canstring/contracts';
import { Box, Button, chakra, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { type Pen, WHITEBOARD_TOOLS, type WhiteboardTool } from './drawing-tools';

const texts = roomScreenTexts.whiteboard;

const toolLabels: Record<WhiteboardTool, string> = {
  pen: texts.pen,
  eraser: texts.eraser,
  line: texts.line,
  ellipse: texts.ellipse,
  rectangle: texts.rectangle,
  text: texts.text,
  image: texts.image,
};

export interface BoardToolbarProps {
  /** Whether this participant may draw: without it, only the page shows. */
  drawing: boolean;
  pen: Pen;
  onPen: (pen: Pen) => void;
  onPicture: (file: File) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** The host's: clear the page. */
  onClear: (() => void) | null;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The whiteboard's collapsible toolbar (spec 2 §2.9): tools, sizes, colours, undo/redo, clear, pages. */
export const BoardToolbar = ({
  drawing,
  pen,
  onPen,
  onPicture,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onClear,
  page,
  pages,
  onPage,
}: BoardToolbarProps) => {
  const [open, setOpen] = useState(true);
  const picker = useRef<HTMLInputElement>(null);
  const pick = (tool: WhiteboardTool) => {
    onPen({ ...pen, tool });
    if (tool === 'image') picker.current?.click();
  };
  return (
    <Flex gap="2" wrap="wrap" align="center" role="toolbar" aria-label={texts.tools} data-testid="wb-toolbar">
      {drawing && (
        <Button
          size="xs"
          variant="ghost"
          aria-expanded={open}
          data-testid="wb-tools-toggle"
          onClick={() => setOpen(!open)}
        >
          {open ? texts.hideTools : texts.showTools}
        </Button>
      )}
      {drawing && open && (
        <>
          <HStack gap="1">
            {WHITEBOARD_TOOLS.map((tool) => (
              <Button
                key={tool}
                size="xs"
                variant={pen.tool === tool ? 'solid' : 'outline'}
                aria-pressed={pen.tool === tool}
                data-testid={`wb-tool-${tool}`}
                onClick={() => pick(tool)}
              >
                {toolLabels[tool]}
              </Button>
            ))}
          </HStack>
          <HStack gap="1" role="group" aria-label={texts.size}>
            {WHITEBOARD_STROKE_SIZES.map(({ size, label }) => (
              <Button
                key={size}
                size="xs"
                variant={pen.size === size ? 'solid' : 'outline'}
                aria-pressed={pen.size === size}
                data-testid={`wb-size-${size}`}
                onClick={() => onPen({ ...pen, size })}
              >
                {label}
              </Button>
            ))}
          </HStack>
          <HStack gap="1">
            {WHITEBOARD_PALETTE.map((colour) => (
              <IconButton
                key={colour}
                size="2xs"
                variant="outline"
                aria-label={texts.colour(colour)}
                aria-pressed={pen.colour === colour}
                data-testid={`wb-colour-${colour.slice(1)}`}
                borderWidth={pen.colour === colour ? '3px' : '1px'}
                borderColor={pen.colour === colour ? 'blue.500' : 'border'}
                onClick={() => onPen({ ...pen, colour })}
              >
                <Box width="3" height="3" borderRadius="full" bg={colour} borderWidth="1px" />
              </IconButton>
            ))}
          </HStack>
          <HStack gap="1">
            <Button size="xs" variant="outline" disabled={!canUndo} data-testid="wb-undo" onClick={onUndo}>
              {texts.undo}
            </Button>
            <Button size="xs" variant="outline" disabled={!canRedo} data-testid="wb-redo" onClick={onRedo}>
              {texts.redo}
            </Button>
            {onClear && (
              <Button size="xs" variant="outline" colorPalette="red" data-testid="wb-clear" onClick={onClear}>
                {texts.clearPage}
              </Button>
            )}
          </HStack>
          <chakra.input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg"
            display="none"
            data-testid="wb-image-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) onPicture(file);
            }}
          />
        </>
      )}
      <HStack gap="1" marginStart="auto">
        {drawing && (
          <Button
            size="xs"
            variant="outline"
            disabled={page === 0}
            data-testid="wb-page-previous"
            onClick={() => onPage(page - 1)}
          >
            {texts.previousPage}
          </Button>
        )}
        <Text fontSize="sm" data-testid="wb-page" data-page={page} data-pages={pages}>
          {texts.page(page)}
        </Text>
        {drawing && (
          <Button
            size="xs"
            variant="outline"
            // Past the last page, a new one is added.
            disabled={page + 1 >= WHITEBOARD_MAX_PAGES}
            data-testid="wb-page-next"
            onClick={() => onPage(page + 1)}
          >
            {texts.nextPage}
          </Button>
        )}
      </HStack>
    </Flex>
  );
};
