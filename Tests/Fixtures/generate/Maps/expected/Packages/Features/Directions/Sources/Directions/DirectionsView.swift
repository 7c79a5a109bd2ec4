#if canImport(SwiftUI)
import SwiftUI
import DirectionsInterface

/// Directions's screen: a placeholder to replace with the real UI.
public struct DirectionsView: View {
    private let feature: any DirectionsProviding

    public init(feature: any DirectionsProviding) {
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
