/** docs/product.md#screens-and-routes: a user icon for a Personal entity, a suitcase for any other type. */
export const entityTypeIconClass = (entityTypeName: string) =>
  entityTypeName === 'Personal' ? 'pi pi-user' : 'pi pi-briefcase';

export function EntityTypeIcon({
  entityTypeName,
  label,
  large = false,
}: {
  entityTypeName: string;
  label: string;
  large?: boolean;
}) {
  return (
    <span
      className={large ? 'entity-type-icon entity-type-icon-large' : 'entity-type-icon'}
      role="img"
      aria-label={label}
      title={label}
    >
      <i className={entityTypeIconClass(entityTypeName)} aria-hidden="true" />
    </span>
  );
}
