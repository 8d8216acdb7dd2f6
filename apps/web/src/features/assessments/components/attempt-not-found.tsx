import { Button, Card } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';

interface AttemptNotFoundProps {
  title: string;
  text: string;
  /** Where to start again, and what the way there says. */
  to: string;
  action: ReactNode;
}

/** A quiz or test the URL does not name, or that is not this student's. */
export function AttemptNotFound({ title, text, to, action }: AttemptNotFoundProps) {
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
