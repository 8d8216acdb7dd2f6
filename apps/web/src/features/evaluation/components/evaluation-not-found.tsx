import { Button, Card } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';

interface EvaluationNotFoundProps {
  title: string;
  text: string;
  /** Where to go instead, and what the way there says. */
  to: string;
  action: ReactNode;
}

/** An evaluation the URL does not name, that was deleted, or that is not the viewer's. */
export function EvaluationNotFound({ title, text, to, action }: EvaluationNotFoundProps) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <MessagePanel
        icon={<IconMapQuestion size={48} />}
        title={title}
        action={
          <Button component={Link} to={to}>
            {action}
          </Button>
        }
      >
        {text}
      </MessagePanel>
    </Card>
  );
}
