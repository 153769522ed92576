import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  &::placeholder { color: ${({ theme }) => theme.colors.muted}; opacity: 1; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { opacity: 0.6; }
`;

export const Input = styled.input`${control}`;
export const Textarea = styled.textarea`${control} min-height: 6rem; resize: vertical;`;
export const Select = styled.select`${control}`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.9rem;
  margin-bottom: 0.375rem;
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  margin: 0.375rem 0 0;
`;

export const FieldGroup = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: 1rem;
`;
