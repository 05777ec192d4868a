// The product form (spec §2.10). Until the Projector section is there — or when the page has no
// product — the server's form stays on screen (and keeps working: it posts to /basketchange.php).
// The widget renders the same form, in the same footprint, as a real form with the same fields;
// JavaScript adds the rules, the live data and the GraphQL basket call.
import { useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import { BuyRow } from './BuyRow.tsx';
import { CountdownLine } from './CountdownLine.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import type { ProjectorFormProps } from './props.ts';
import { ShippingDialog } from './ShippingDialog.tsx';
import { SizeChartDialog } from './SizeChartDialog.tsx';
import { SizePicker } from './SizePicker.tsx';
import { StatusLines } from './StatusLines.tsx';
import { useMoney } from './use-money.ts';
import { useProduct, type ProductView } from './use-product.ts';
import { useProjectorForm } from './use-projector-form.ts';
import { useShippingInfo } from './use-shipping-info.ts';
import { VersionPicker } from './VersionPicker.tsx';

export function ProjectorForm(props: ProjectorFormProps) {
  const state = useProduct();
  if (state.status !== 'ready') return <ServerMarkupSlot />;
  return <Form props={props} view={state.view} />;
}

type Dialog = { kind: 'chart' | 'shipping'; open: boolean; opener: HTMLElement | null } | null;

function Form({ props, view }: { props: ProjectorFormProps; view: ProductView }) {
  const { t, config } = useWidget();
  const money = useMoney();
  const f = useProjectorForm(props, view);
  const [dialog, setDialog] = useState<Dialog>(null);
  const shippingInfo = useShippingInfo(dialog?.kind === 'shipping' && dialog.open, view.product.id, f.size?.serverId ?? null);
  const show = (n: number) => String(n).replace('.', config.currency.decimal ?? ',');
  const close = () => setDialog((d) => d && { ...d, open: false });
  const { product } = view;

  return (
    // noValidate: the size rule of §5.7 replaces the browser's own check of the radios' `required`
    // (which only the no-JS form needs).
    <form
      className="sf-projector-form"
      id="projector-form"
      action="/basketchange.php"
      method="post"
      noValidate
      onSubmit={f.onSubmit}
      data-disabled={f.disabled ? '' : undefined}
    >
      <input type="hidden" name="product" value={String(product.id)} />
      <input type="hidden" name="mode" value="1" />
      <PriceBlock p={f.prices} unit={f.unit} priceType={config.priceType} money={money} t={t} />
      {f.versions.groups.length > 0 && <VersionPicker v={f.versions} t={t} />}
      {f.showSizes ? (
        <SizePicker
          sizes={view.sizes}
          selected={f.size?.id ?? null}
          onChoose={f.chooseSize}
          alert={f.sizeAlert}
          onChart={props.sizeChart ? (opener) => setDialog({ kind: 'chart', open: true, opener }) : null}
          fieldsetRef={f.sizesRef}
          t={t}
        />
      ) : (
        <input type="hidden" name="size" value={view.sizes[0]?.serverId ?? ''} />
      )}
      <StatusLines
        availability={f.availability}
        stockLine={f.stockLine}
        shipping={f.shipping}
        onShippingInfo={props.shippingInfo === false ? null : (opener) => setDialog({ kind: 'shipping', open: true, opener })}
        t={t}
      />
      <CountdownLine parts={f.countdown} t={t} />
      <BuyRow
        q={f.quantity}
        rules={f.rules}
        unit={f.unit}
        show={show}
        disabled={f.disabled}
        busy={f.basket.busy}
        error={f.basket.error}
        conflict={f.conflictAlert ? t('projector.conflict') : null}
        t={t}
      />
      {dialog?.kind === 'chart' && props.sizeChart && <SizeChartDialog chart={props.sizeChart} open={dialog.open} onClose={close} opener={dialog.opener} t={t} />}
      {dialog?.kind === 'shipping' && <ShippingDialog info={shippingInfo} open={dialog.open} onClose={close} opener={dialog.opener} money={money} t={t} />}
    </form>
  );
}
