#if canImport(SwiftUI)
import SwiftUI
import ProfileFeatureAPI

/// ProfileFeature's screen: a placeholder to replace with the real UI.
public struct ProfileFeatureView: View {
    private let feature: any ProfileFeatureProviding

    public init(feature: any ProfileFeatureProviding) {
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
