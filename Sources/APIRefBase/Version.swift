/// apiref's version: the one place it is written (`apiref --version`, the man page,
/// `scripts/install`, CHANGELOG.md's newest entry).
public enum APIRefVersion {
    public static let current = "0.1.0"
}
