#if canImport(SwiftUI)
import SwiftUI
import SearchInterface

/// Search's screen: a placeholder to replace with the real UI.
public struct SearchView: View {
    private let feature: any SearchProviding

    public init(feature: any SearchProviding) {
        self.feature = feature
    }

    public var body: some View {
        VStack(spacing: 8) {
            Text(feature.title)
                .font(.headline)
            Text(feature.summary())
        }
    }
}
#endif
