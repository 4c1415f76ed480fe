import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog, confirmsEmail } from '@/components/confirm-delete-dialog';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { ANA, renderWithProviders, startSession } from '@/testing/render';

describe('confirmsEmail (docs/product.md#validation: 1 to 200 characters, the user’s own e-mail)', () => {
  it('accepts the e-mail in any case, with outer spaces', () => {
    expect(confirmsEmail('ana@arrenda.test', 'ana@arrenda.test')).toBe(true);
    expect(confirmsEmail('  ANA@Arrenda.TEST ', 'ana@arrenda.test')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(confirmsEmail('', 'ana@arrenda.test')).toBe(false);
    expect(confirmsEmail('ana@arrenda.tes', 'ana@arrenda.test')).toBe(false);
    expect(confirmsEmail('bruno@arrenda.test', 'ana@arrenda.test')).toBe(false);
    const long = `${'a'.repeat(196)}@x.pt`; // 201 characters
    expect(confirmsEmail(long, long)).toBe(false);
  });
});

describe('ConfirmDeleteDialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
  });

  const open = (onConfirm: () => Promise<unknown>, onHide = vi.fn()) => {
    renderWithProviders(
      <ConfirmDeleteDialog
        visible
        onHide={onHide}
        title="Delete entity"
        message="Everything of the entity is deleted."
        onConfirm={onConfirm}
      />,
    );
    return {
      field: screen.getByLabelText(`To confirm, type your email (${ANA.email})`),
      deleteButton: screen.getByRole('button', { name: 'Delete' }),
      onHide,
    };
  };

  it('enables Delete only once the user’s own e-mail is typed, then confirms and closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { field, deleteButton, onHide } = open(onConfirm);
    expect(screen.getByText('Everything of the entity is deleted.')).toBeTruthy();
    expect(deleteButton).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: 'bruno@arrenda.test' } });
    fireEvent.blur(field);
    expect(deleteButton).toHaveProperty('disabled', true);
    expect(screen.getByText('This is not the email of your account')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Ana@Arrenda.test' } });
    expect(deleteButton).toHaveProperty('disabled', false);
    fireEvent.click(deleteButton);
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal as an error toast and closes (docs/product.md#errors)', async () => {
    const { field, deleteButton, onHide } = open(async () => {
      throw new Error('You do not have permission to do this.');
    });
    fireEvent.change(field, { target: { value: ANA.email } });
    fireEvent.click(deleteButton);
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  });
});
