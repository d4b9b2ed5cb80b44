import { PAYMENT_MODE_NAMES, PAYMENT_MODES, type PaymentModeCode } from '@domain/finance/finance.constants';

export interface PayModeFieldProps {
  value: PaymentModeCode;
  onChange: (mode: PaymentModeCode) => void;
}

/** 收款方式 on the phone: the five payment modes as a native select (an order's payment item, a repair's fee). */
export function PayModeField({ value, onChange }: PayModeFieldProps) {
  return (
    <label className="m-field">
      <span>收款方式</span>
      <select className="m-input" value={value} onChange={(e) => onChange(Number(e.target.value) as PaymentModeCode)}>
        {PAYMENT_MODES.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_MODE_NAMES[m]}
          </option>
        ))}
      </select>
    </label>
  );
}
