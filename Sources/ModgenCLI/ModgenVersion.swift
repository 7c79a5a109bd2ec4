/// The version `modgen --version` prints.
public enum ModgenVersion {
    public static let current = "0.1.0"
}
