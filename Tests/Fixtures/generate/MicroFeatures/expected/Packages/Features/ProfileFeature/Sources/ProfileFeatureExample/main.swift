import ProfileFeature
import ProfileDeps

// ProfileFeatureExample: ProfileFeature alone, wired with ProfileDeps.
let feature = ProfileFeatureFacade(dependencies: ProfileDeps.LiveProfileFeatureDependencies())
print(feature.summary())
