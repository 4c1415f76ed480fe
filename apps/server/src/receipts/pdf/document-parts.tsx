/** @jsxRuntime automatic */
// The pragma keeps the automatic JSX runtime when tsx runs the server from the repository root.
import { Text, View } from '@react-pdf/renderer';
import { styles } from './styles';

/** The landlord's signature line, with the landlord's name under it when given. */
export function LandlordSignature({ name }: { name?: string }) {
  return (
    <View style={styles.signature}>
      <Text>O senhorio</Text>
      {name && <Text>{name}</Text>}
    </View>
  );
}

/** The product's name and support address at the foot of every page. */
export function ArrendaFooter({ supportEmail }: { supportEmail: string }) {
  return (
    <Text style={styles.footer} fixed>
      Arrenda · {supportEmail}
    </Text>
  );
}
