#if canImport(SwiftUI)
import SwiftUI
import SuggestInterface

/// Suggest's screen: a placeholder to replace with the real UI.
public struct SuggestView: View {
    private let feature: any SuggestProviding

    public init(feature: any SuggestProviding) {
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
