# One remote (APP=mf-catalog, ...): built on its own and served from its own origin. A CDN can serve dist/ as well.
FROM node:20-bookworm-slim
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY ${APP}/package.json ${APP}/
RUN npm ci -w ${APP} -w shell -w shared --include-workspace-root
COPY tsconfig.base.json ./
COPY shared shared
COPY shell/server shell/server
COPY shell/scripts shell/scripts
COPY ${APP} ${APP}
RUN cd ${APP} && NODE_ENV=production ../node_modules/.bin/rspack build --mode production
ENV NODE_ENV=production PORT=3000 APP=${APP}
EXPOSE 3000
CMD ["sh", "-c", "node_modules/.bin/tsx shell/scripts/run.ts serve-remote $APP"]
