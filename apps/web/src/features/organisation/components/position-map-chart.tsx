import { Badge, Button, Group, Text } from '@mantine/core';
import { POSITION_KIND_LABELS, type TPositionMapNode } from '@sikerja/contracts';
import { IconArrowsMove } from '@tabler/icons-react';
import classes from './position-map-chart.module.css';

interface ChartProps {
  nodes: readonly TPositionMapNode[];
  onMove: (node: TPositionMapNode) => void;
}

function PositionBox({ node, onMove }: { node: TPositionMapNode; onMove: ChartProps['onMove'] }) {
  const className = [classes.node, classes[node.kind], node.is_active ? '' : classes.inactive]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-testid={`position-${node.id}`}>
      <Text fw={600} size="sm" lh={1.3}>
        {node.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {node.unit_name ?? '—'}
      </Text>
      <Group gap={4} mt={6}>
        <Badge size="xs" variant="light" color="gray">
          {POSITION_KIND_LABELS[node.kind]}
        </Badge>
        <Badge size="xs" variant="light">
          Kelas {node.job_class}
        </Badge>
        {node.echelon && (
          <Badge size="xs" variant="light" color="indigo">
            Eselon {node.echelon}
          </Badge>
        )}
        {!node.is_active && (
          <Badge size="xs" variant="light" color="red">
            Nonaktif
          </Badge>
        )}
      </Group>
      <ul className={classes.holders} aria-label="Pemegang jabatan">
        {node.holders.length === 0 ? (
          <li>
            <Text size="xs" c="dimmed" fs="italic">
              Belum ada pemegang
            </Text>
          </li>
        ) : (
          node.holders.map((holder) => (
            <li key={holder.id}>
              <Text size="xs" lineClamp={1} title={holder.nip ?? undefined}>
                {holder.name}
              </Text>
            </li>
          ))
        )}
      </ul>
      <Button
        mt={6}
        size="compact-xs"
        variant="subtle"
        leftSection={<IconArrowsMove size={14} />}
        onClick={() => onMove(node)}
        aria-label={`Pindahkan ${node.name}`}
      >
        Pindahkan
      </Button>
    </div>
  );
}

function Branch({ nodes, onMove }: ChartProps) {
  return (
    <>
      {nodes.map((node) => (
        <li key={node.id} className={classes.item}>
          <PositionBox node={node} onMove={onMove} />
          {node.children.length > 0 && (
            <ul className={classes.branch}>
              <Branch nodes={node.children} onMove={onMove} />
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

/** The position map drawn as an org chart; wide maps scroll sideways. */
export function PositionMapChart({ nodes, onMove }: ChartProps) {
  return (
    <div className={classes.scroller}>
      <ul className={classes.chart} aria-label="Peta jabatan">
        <Branch nodes={nodes} onMove={onMove} />
      </ul>
    </div>
  );
}
