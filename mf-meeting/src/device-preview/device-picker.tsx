import { Field, NativeSelect } from '@chakra-ui/react';
import { deviceNameOf } from './device-name';

/** A picker of cameras or mics by name (cut at 40 characters; the whole name as its title). */
export const DevicePicker = ({
  testId,
  label,
  devices,
  value,
  disabled,
  onPick,
}: {
  testId: string;
  label: string;
  devices: MediaDeviceInfo[];
  value: string | undefined;
  disabled: boolean;
  onPick: (deviceId: string) => void;
}) => (
  <Field.Root disabled={disabled || devices.length === 0}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        data-testid={testId}
        value={value ?? ''}
        onChange={(event) => onPick(event.currentTarget.value)}
      >
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId} title={device.label}>
            {deviceNameOf(device, index)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
